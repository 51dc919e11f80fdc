import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { ConfiguratorSectionKey } from '../../shared/configurator-section';
import { ProductItemReference } from '../../shared/product-reference.type';

@ObjectType({ description: 'One choice of a saved build.' })
export class DesignChoice {
  @Field(() => ConfiguratorSectionKey) section!: ConfiguratorSectionKey;
  @Field() code!: string;
}

@ObjectType({ description: 'How a saved design is drawn: the frame kind and the paint the configurator rules give it.' })
export class DesignDrawing {
  @Field({ description: 'road-bike | gravel-bike …' }) kind!: string;
  @Field() paint_hex!: string;
  @Field() accent_hex!: string;
  @Field(() => String, { nullable: true }) gradient_hex!: string | null;
  @Field(() => Int, { nullable: true }) gradient_angle!: number | null;
  @Field(() => String, { nullable: true }) down_tube_logo_hex!: string | null;
  @Field(() => String, { nullable: true }) top_tube_logo_hex!: string | null;
  @Field({ description: 'gloss | matt' }) finish!: string;
}

@ObjectType({ description: 'A bike design the signed-in customer saved from the configurator.' })
export class SavedDesign {
  @Field() id!: string;
  @Field() name!: string;
  @Field({ description: 'The model the configurator opens (/build-v2/{model_url_key}/).' }) model_url_key!: string;
  @Field({ description: 'The frame (a child bike url key).' }) frame!: string;
  @Field(() => String, { nullable: true }) frame_name!: string | null;
  @Field(() => String, { nullable: true }) size!: string | null;
  @Field(() => [DesignChoice], { description: 'The choices that differ from the defaults.' }) choices!: DesignChoice[];
  @Field(() => Float, { description: 'The price when saved, in `currency_saved`.' }) price_saved!: number;
  @Field() currency_saved!: string;
  @Field(() => Float, { nullable: true, description: "Today's price in `currency`; null when the bike is no longer configured." })
  price_now!: number | null;
  @Field() currency!: string;
  @Field(() => DesignDrawing, { nullable: true }) drawing!: DesignDrawing | null;
  @Field({ description: 'ISO 8601.' }) created_at!: string;
}

@InputType({ description: 'One choice of a build to save.' })
export class DesignChoiceInput {
  @Field(() => ConfiguratorSectionKey) section!: ConfiguratorSectionKey;
  @Field() code!: string;
}

@InputType({ description: 'A design to save: its name and build.' })
export class SaveDesignInput {
  @Field({ description: 'Up to 80 characters.' }) name!: string;
  @Field() model_url_key!: string;
  @Field() frame!: string;
  @Field(() => String, { nullable: true }) size?: string | null;
  @Field(() => [DesignChoiceInput], { defaultValue: [] }) choices!: DesignChoiceInput[];
}

@ObjectType({ description: 'A product the signed-in customer saved (the heart on product cards and pages).' })
export class SavedProduct {
  @Field() sku!: string;
  @Field({ description: 'ISO 8601.' }) saved_at!: string;
  @Field(() => ProductItemReference, { description: 'The product as the catalogue answers it.' }) product!: ProductItemReference;
}
